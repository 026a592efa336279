import { describe, expect, it } from 'vitest';
import { findImportProblems } from './import-rules';

/* Each rule of scripts/check-deps.ts on a small made-up graph: it fires on the broken case and stays quiet on the allowed one. */

type Graph = Record<string, string[]>;

/** The graph with every imported file present as a key too, as madge gives it. */
function graphOf(edges: Graph): Graph {
  const graph: Graph = { ...edges };
  for (const imports of Object.values(edges)) for (const file of imports) graph[file] ??= [];
  return graph;
}

const problemsOf = (edges: Graph, cycles: string[][] = []) => findImportProblems(graphOf(edges), cycles);

describe('findImportProblems', () => {
  it('holds on a graph that keeps every rule', () => {
    expect(
      problemsOf({
        'server/app.ts': ['server/modules/offers/offers.routes.ts', 'server/platform/errors.ts'],
        'server/modules/offers/offers.routes.ts': ['server/modules/offers/offers.service.ts'],
        'server/modules/offers/offers.service.ts': ['server/modules/offers/offers.repository.ts', 'server/modules/inquiries/inquiries.service.ts'],
        'server/modules/inquiries/inquiries.service.ts': ['server/modules/inquiries/inquiries.repository.ts'],
        'web/features/offers/pages/offer-page.tsx': ['web/features/inquiries/api/get-inquiry.ts'],
      }),
    ).toEqual([]);
  });

  it('reports each file cycle madge found', () => {
    expect(problemsOf({}, [['shared/a.ts', 'shared/b.ts']])).toEqual(['import cycle: shared/a.ts > shared/b.ts']);
  });

  describe('cycles between domains', () => {
    it('fires when two server modules import each other, through any of their files', () => {
      const problems = problemsOf({
        'server/modules/offers/offers.service.ts': ['server/modules/bookings/bookings.service.ts'],
        'server/modules/bookings/bookings.emails.ts': ['server/modules/offers/offers.service.ts'],
      });
      expect(problems).toEqual([
        'domains import each other: server:offers -> server:bookings (server/modules/offers/offers.service.ts -> server/modules/bookings/bookings.service.ts) and back',
        'domains import each other: server:bookings -> server:offers (server/modules/bookings/bookings.emails.ts -> server/modules/offers/offers.service.ts) and back',
      ]);
    });

    it('fires on a longer loop between web features', () => {
      const problems = problemsOf({
        'web/features/a/components/x.tsx': ['web/features/b/api/y.ts'],
        'web/features/b/api/y.ts': ['web/features/c/api/z.ts'],
        'web/features/c/api/z.ts': ['web/features/a/api/w.ts'],
      });
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/^domains import each other: web:a -> web:b /);
    });

    it('stays quiet for one-way imports, for a test reaching back, and for server and web of the same name', () => {
      expect(
        problemsOf({
          'server/modules/offers/offers.service.ts': ['server/modules/bookings/bookings.service.ts'],
          'server/modules/bookings/bookings.test.ts': ['server/modules/offers/offers.service.ts'],
          'web/features/offers/pages/p.tsx': ['web/features/bookings/api/b.ts'],
          'web/features/bookings/pages/q.tsx': ['web/features/dashboard/api/d.ts'],
        }),
      ).toEqual([]);
    });
  });

  it('fires when platform imports a domain module, and not for platform to platform', () => {
    expect(
      problemsOf({
        'server/platform/session.ts': ['server/modules/auth/auth.service.ts', 'server/platform/tokens.ts'],
      }),
    ).toEqual(['platform imports a domain module: server/platform/session.ts -> server/modules/auth/auth.service.ts']);
  });

  it('fires when a routes file imports another routes file, and not for routes importing a service', () => {
    expect(
      problemsOf({
        'server/modules/warehouses/warehouses.browse.routes.ts': ['server/modules/warehouses/warehouses.routes.ts', 'server/modules/warehouses/warehouses.browse.service.ts'],
      }),
    ).toEqual([
      'a routes file imports another routes file: server/modules/warehouses/warehouses.browse.routes.ts -> server/modules/warehouses/warehouses.routes.ts',
    ]);
  });

  describe('repositories stay in their module', () => {
    it('fires for another module’s service importing a repository (the dashboard reading capacity’s tables)', () => {
      expect(
        problemsOf({
          'server/modules/dashboard/dashboard.service.ts': ['server/modules/capacity/utilisation.repository.ts'],
        }),
      ).toEqual([
        'a repository is imported from outside its module (ask the capacity service): server/modules/dashboard/dashboard.service.ts -> server/modules/capacity/utilisation.repository.ts',
      ]);
    });

    it('fires for a test file of another module', () => {
      expect(
        problemsOf({
          'server/modules/offers/offers.capacity.test.ts': ['server/modules/capacity/capacity.repository.ts'],
        }),
      ).toEqual([
        'a repository is imported from outside its module (ask the capacity service): server/modules/offers/offers.capacity.test.ts -> server/modules/capacity/capacity.repository.ts',
      ]);
    });

    it('fires for files outside the modules (app, seed) and for a repository in a sub-folder', () => {
      expect(
        problemsOf({
          'server/app.ts': ['server/modules/auth/auth.repository.ts'],
          'server/db/seed/demo.ts': ['server/modules/warehouses/read/browse.repository.ts'],
        }),
      ).toEqual([
        'a repository is imported from outside its module (ask the auth service): server/app.ts -> server/modules/auth/auth.repository.ts',
        'a repository is imported from outside its module (ask the warehouses service): server/db/seed/demo.ts -> server/modules/warehouses/read/browse.repository.ts',
      ]);
    });

    it('stays quiet inside the module: its services, its other repositories, its tests and test support', () => {
      expect(
        problemsOf({
          'server/modules/capacity/capacity.service.ts': ['server/modules/capacity/capacity.repository.ts', 'server/modules/capacity/utilisation.repository.ts'],
          'server/modules/capacity/utilisation.repository.ts': ['server/modules/capacity/capacity.repository.ts'],
          'server/modules/capacity/capacity-flows.test.ts': ['server/modules/capacity/capacity.repository.ts'],
          'server/modules/capacity/capacity.test-support.ts': ['server/modules/capacity/capacity.repository.ts'],
          'server/modules/offers/offers.capacity.test.ts': ['server/modules/capacity/capacity.test-support.ts'],
        }),
      ).toEqual([]);
    });

    it('is not fooled by a module whose name starts like another’s', () => {
      expect(
        problemsOf({
          'server/modules/warehouses-extra/x.service.ts': ['server/modules/warehouses/warehouses.repository.ts'],
        }),
      ).toHaveLength(1);
    });
  });
});
