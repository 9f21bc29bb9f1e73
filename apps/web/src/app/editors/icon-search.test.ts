// Icon search finds an icon by its name and by the words owners of common trades type.
import { describe, expect, it } from 'vitest';
import { iconMatches } from './icon-search.ts';

const ICONS = ['Home', 'Sun', 'Grid', 'DoorOpen', 'Sparkles', 'Truck', 'Smile', 'MapPin', 'Car'];
const found = (query: string) => ICONS.filter((name) => iconMatches(name, query));

describe('icon search', () => {
  it.each([
    ['roof', 'Home'],
    ['Roofing', 'Home'],
    ['solar', 'Sun'],
    ['window', 'Grid'],
    ['windows', 'DoorOpen'],
    ['cleaning', 'Sparkles'],
    ['moving', 'Truck'],
    ['tooth', 'Smile'],
    ['dentist', 'Smile'],
    ['pin', 'MapPin'],
  ])('finds a fitting icon for "%s"', (query, icon) => {
    expect(found(query)).toContain(icon);
  });

  it('finds every icon for an empty search and none for a word no icon has', () => {
    expect(found('  ')).toEqual(ICONS);
    expect(found('zeppelin')).toEqual([]);
  });
});
