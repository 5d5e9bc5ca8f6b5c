import { useEffect } from 'react';
import { slugFor } from '@portico/contracts/kit';
import { suggestion, suggestionCategory } from '@portico/contracts/community';
import { navigate } from '@portico/shell-sdk';
import { type RemoteFeature, RelatedList, ResourceView, combineFeatures, resourceFeature, type RemoteRoute } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';
import { NewSuggestion } from './NewSuggestion';

/** The spec names the category's view `/suggestion-box-category/view/{id}`, unlike its module. */
export const SUGGESTION_CATEGORY_VIEW = '/suggestion-box-category/view/:id';

function CategoryView({ id }: { id: string }) {
  return (
    <ResourceView
      key={`suggestion-box-category:${id}`}
      def={suggestionCategory}
      id={id}
      sections={(record) => (
        <RelatedList def={suggestion} field="categoryId" parentId={record.id} columns={['number', 'title', 'unitId', 'state']} />
      )}
    />
  );
}

/** The kit links a record to `/<module>/view/:id`: that path forwards to the spec's route. */
function ToSpecView({ id }: { id: string }) {
  useEffect(() => navigate(`/suggestion-box-category/view/${encodeURIComponent(id)}`, { replace: true }), [id]);
  return null;
}

const categoryRoutes: RemoteRoute[] = [
  { path: SUGGESTION_CATEGORY_VIEW, render: ({ id }) => <CategoryView id={id!} /> },
  { path: `/${suggestionCategory.module}/view/:id`, render: ({ id }) => <ToSpecView id={id!} /> },
];

/** The suggestion box and its categories. */
export const suggestionFeatures: RemoteFeature[] = [
  combineFeatures(
    'suggestions',
    [
      resourceFeature(suggestion, {
        menu: { section: COMMUNITY_SECTION, icon: 'inbox' },
        // Before the generic form in the routes, so it wins.
        extraRoutes: [{ path: `/${suggestion.module}/new`, render: () => <NewSuggestion /> }],
      }),
      resourceFeature(suggestionCategory, {
        menu: { section: COMMUNITY_SECTION, icon: 'category' },
        extraRoutes: categoryRoutes,
        extraPages: [{ path: SUGGESTION_CATEGORY_VIEW, permission: slugFor(suggestionCategory, 'read') }],
      }),
    ],
    {
      sections: [
        {
          id: 'unit-suggestions',
          entity: 'unit',
          label: { en: 'Suggestions', es: 'Sugerencias' },
          permission: 'suggestion-box-list',
          related: { entity: 'suggestion', field: 'unitId', columns: ['number', 'title', 'state', 'createdDate'], limit: 10 },
          order: 21,
        },
      ],
    },
  ),
];
