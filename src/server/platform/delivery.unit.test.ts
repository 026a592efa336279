import { describe, expect, it } from 'vitest';
import { pageModulePreloads, type WebManifest } from './delivery';

describe('pageModulePreloads', () => {
  const manifest: WebManifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_jsx-runtime-b.js'] },
    '_jsx-runtime-b.js': { file: 'assets/jsx-runtime-b.js' },
    'features/warehouses/pages/browse-warehouses-page.tsx': {
      file: 'assets/browse-warehouses-page-c.js',
      imports: ['index.html', '_jsx-runtime-b.js', '_paging-d.js', '_get-warehouses-e.js'],
    },
    '_paging-d.js': { file: 'assets/paging-d.js' },
    '_get-warehouses-e.js': { file: 'assets/get-warehouses-e.js', imports: ['_paging-d.js', '_money-f.js', 'index.html'] },
    '_money-f.js': { file: 'assets/money-f.js' },
    '_map-g.js': { file: 'assets/map-g.js' },
  };

  it("names the page's chunk and every chunk it imports, however deep, once each, but none the entry loads", () => {
    expect(pageModulePreloads(manifest, 'features/warehouses/pages/browse-warehouses-page.tsx').sort()).toEqual(
      [
        '</assets/browse-warehouses-page-c.js>; rel=modulepreload',
        '</assets/get-warehouses-e.js>; rel=modulepreload',
        '</assets/money-f.js>; rel=modulepreload',
        '</assets/paging-d.js>; rel=modulepreload',
      ].sort(),
    );
  });

  it('names nothing for a source the build does not have', () => {
    expect(pageModulePreloads(manifest, 'features/nothing-here.tsx')).toEqual([]);
  });
});
