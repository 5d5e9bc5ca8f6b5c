/**
 * The load balancer in front of the gateway replicas, as small as the test needs: round-robin
 * over the replicas not known to be down; a refused connection takes one out for a while (a
 * health check would), after which it is tried again.
 */
export class GatewayPool {
  private next = 0;
  private readonly downUntil = new Map<number, number>();

  constructor(
    readonly urls: string[],
    private readonly downForMs = 10_000,
  ) {}

  /** The next replica to send to, and the index it has in `urls`. */
  pick(avoid?: number): number {
    const now = Date.now();
    for (let i = 0; i < this.urls.length; i += 1) {
      const index = (this.next + i) % this.urls.length;
      if (index === avoid && this.urls.length > 1) continue;
      if ((this.downUntil.get(index) ?? 0) > now) continue;
      this.next = index + 1;
      return index;
    }
    // Everything looks down: try the next one anyway rather than stop.
    this.next += 1;
    return this.next % this.urls.length;
  }

  markDown(index: number): void {
    this.downUntil.set(index, Date.now() + this.downForMs);
  }
}
