// Icon names as option authors write them ("map-pin", "mapPin", "MapPinIcon") to lucide's PascalCase key.
export function toIconKey(name: string): string {
  return name
    .trim()
    .replace(/Icon$/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}
