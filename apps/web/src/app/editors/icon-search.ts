// Icon search in the option icon picker: an icon's own name split into words, plus the words owners of the common
// trades type for it ("roof" finds Home, "solar" finds Sun), so a search in the owner's words finds a fitting icon.

/** Words owners search by, per icon of the runner's set (lowercase, singular; a query matches any word's start). */
const KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  Home: [
    'house',
    'roof',
    'roofing',
    'property',
    'residential',
    'real estate',
    'home owner',
    'attic',
    'gutter',
  ],
  Building: ['apartment', 'flat', 'office', 'commercial', 'block', 'condo'],
  Building2: ['apartment', 'office', 'commercial', 'tower'],
  Warehouse: ['garage', 'shed', 'barn', 'storage', 'industrial', 'roof'],
  Factory: ['industrial', 'plant', 'manufacturing'],
  Sun: ['solar', 'photovoltaic', 'pv', 'panel', 'sunny', 'summer', 'heat'],
  Zap: ['electric', 'electrician', 'power', 'energy', 'wiring', 'voltage'],
  Battery: ['storage', 'energy', 'power bank', 'charging'],
  Plug: ['electric', 'socket', 'outlet', 'charging', 'ev charger'],
  Lightbulb: ['lighting', 'light', 'lamp', 'idea', 'electric'],
  Flame: ['heating', 'boiler', 'furnace', 'gas', 'fire', 'fireplace'],
  Fan: ['hvac', 'air conditioning', 'ac', 'ventilation', 'cooling'],
  Snowflake: ['air conditioning', 'ac', 'cooling', 'winter', 'freezer', 'snow removal'],
  Wind: ['ventilation', 'air', 'hvac', 'wind turbine'],
  Droplet: ['plumbing', 'plumber', 'water', 'leak', 'pipe', 'damp'],
  Bath: ['bathroom', 'plumbing', 'shower', 'toilet', 'tub'],
  DoorOpen: ['door', 'entrance', 'window', 'gate'],
  Grid: ['window', 'tile', 'tiling', 'glazing', 'pane'],
  Sparkles: ['cleaning', 'cleaner', 'clean', 'maid', 'janitor', 'polish', 'new'],
  Brush: ['cleaning', 'painting', 'painter', 'sweep'],
  Paintbrush: ['painting', 'painter', 'decorating', 'wall'],
  Palette: ['design', 'colour', 'color', 'decorating'],
  Truck: ['moving', 'removal', 'mover', 'relocation', 'delivery', 'haulage', 'transport'],
  Package: ['moving', 'packing', 'box', 'parcel', 'delivery', 'shipping'],
  Box: ['moving', 'packing', 'storage', 'parcel'],
  Smile: ['tooth', 'teeth', 'dental', 'dentist', 'orthodontic', 'happy'],
  Stethoscope: ['doctor', 'medical', 'clinic', 'health', 'checkup'],
  HeartPulse: ['health', 'cardio', 'medical', 'care'],
  Pill: ['pharmacy', 'medicine', 'medication'],
  Hospital: ['clinic', 'medical', 'emergency'],
  Hammer: ['repair', 'handyman', 'carpentry', 'carpenter', 'renovation', 'construction', 'roofer'],
  Wrench: ['repair', 'mechanic', 'maintenance', 'plumbing', 'service', 'fix'],
  Construction: ['renovation', 'building work', 'contractor', 'remodel'],
  HardHat: ['construction', 'builder', 'contractor', 'site', 'safety'],
  Ruler: ['measure', 'size', 'survey', 'carpentry'],
  Leaf: ['garden', 'gardening', 'landscaping', 'lawn', 'eco', 'green'],
  Sprout: ['garden', 'planting', 'landscaping', 'growth'],
  TreePine: ['tree', 'tree surgeon', 'forestry', 'garden'],
  Trees: ['landscaping', 'garden', 'park', 'forest'],
  Flower: ['garden', 'florist', 'wedding', 'landscaping'],
  Car: ['vehicle', 'auto', 'garage', 'mechanic', 'driving', 'car wash'],
  Fuel: ['petrol', 'gas', 'diesel', 'fuel'],
  Shield: ['insurance', 'security', 'protection', 'warranty'],
  ShieldCheck: ['insurance', 'security', 'guarantee', 'verified'],
  Lock: ['locksmith', 'security', 'lock', 'safe'],
  Key: ['locksmith', 'rental', 'real estate', 'access'],
  Scissors: ['hair', 'haircut', 'salon', 'barber', 'tailor'],
  Dumbbell: ['gym', 'fitness', 'personal trainer', 'workout'],
  PawPrint: ['pet', 'vet', 'veterinary', 'dog walking', 'grooming'],
  Utensils: ['catering', 'restaurant', 'food', 'kitchen'],
  ChefHat: ['catering', 'cook', 'chef', 'kitchen'],
  Camera: ['photography', 'photographer', 'photo', 'video'],
  Calculator: ['accounting', 'accountant', 'tax', 'bookkeeping', 'estimate', 'quote'],
  Scale: ['lawyer', 'legal', 'law', 'attorney'],
  GraduationCap: ['tutoring', 'tutor', 'education', 'course', 'school'],
  Laptop: ['it', 'computer', 'web design', 'software', 'tech support'],
  Recycle: ['waste', 'recycling', 'junk removal', 'skip'],
  Sofa: ['furniture', 'upholstery', 'living room', 'interior'],
  Bed: ['bedroom', 'mattress', 'hotel'],
  Armchair: ['furniture', 'interior', 'upholstery'],
  Euro: ['price', 'budget', 'cost', 'money'],
  DollarSign: ['price', 'budget', 'cost', 'money'],
  Banknote: ['price', 'budget', 'cash', 'payment', 'finance'],
  Clock: ['time', 'hours', 'schedule', 'urgent'],
  Calendar: ['date', 'appointment', 'booking', 'schedule'],
};

/** Splits "MapPin" into "map pin" so searching "pin" or "map" finds it. */
export const iconWords = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * Whether an icon answers a search: its name, or one of its owner words starting with the query ("roofs" finds
 * "roof" too: a trailing plural s is dropped). An empty query matches every icon.
 */
export function iconMatches(name: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (iconWords(name).includes(q) || name.toLowerCase().includes(q)) return true;
  const stem = q.length > 3 && q.endsWith('s') ? q.slice(0, -1) : q;
  return (KEYWORDS[name] ?? []).some(
    (w) => w.startsWith(stem) || w.split(' ').some((part) => part.startsWith(stem)),
  );
}
