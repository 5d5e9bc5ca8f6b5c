import { SimpleGrid, Skeleton } from '@mantine/core';
import { StatCard, type StatCardProps } from '../charts/StatCard';

/** An analytics page's headline figures in one row, or as many skeletons while they load. */
export function StatGrid({ columns, stats }: { columns: number; stats?: StatCardProps[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }}>
      {stats
        ? stats.map((s) => <StatCard key={s.testId} {...s} />)
        : Array.from({ length: columns }, (_, i) => <Skeleton key={i} height={96} />)}
    </SimpleGrid>
  );
}
