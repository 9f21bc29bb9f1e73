// Picks a lucide icon name and an emoji for an option title from a keyword lexicon (English and German).
const LEXICON: [string[], string, string][] = [
  [['yes', 'ja', 'sure', 'agree'], 'Check', '✅'],
  [['no', 'nein', 'none', 'keine', 'kein', 'never', 'nie'], 'X', '❌'],
  [['maybe', 'vielleicht', 'not sure', 'unsure', 'unsicher', 'weiß nicht', "don't know"], 'HelpCircle', '🤔'],
  [['other', 'andere', 'sonstige', 'something else', 'etwas anderes'], 'MoreHorizontal', '➕'],
  [
    ['single-family', 'house', 'haus', 'home', 'einfamilienhaus', 'detached', 'villa', 'bungalow'],
    'Home',
    '🏠',
  ],
  [['apartment', 'flat', 'wohnung', 'condo', 'mehrfamilienhaus', 'eigentumswohnung'], 'Building2', '🏢'],
  [
    ['commercial', 'gewerbe', 'business', 'office', 'büro', 'firma', 'company', 'unternehmen', 'b2b'],
    'Briefcase',
    '💼',
  ],
  [['shop', 'store', 'retail', 'laden', 'geschäft', 'einzelhandel'], 'Store', '🏬'],
  [['industrial', 'industrie', 'warehouse', 'lager', 'factory', 'fabrik', 'halle'], 'Factory', '🏭'],
  [['townhouse', 'reihenhaus', 'doppelhaus', 'semi'], 'Warehouse', '🏘️'],
  [['land', 'grundstück', 'plot', 'farm', 'hof'], 'Trees', '🌳'],
  [['roof', 'dach', 'pitched', 'satteldach', 'gable'], 'Home', '🏠'],
  [['flat roof', 'flachdach'], 'Square', '⬛'],
  [['metal', 'metall', 'blech', 'steel', 'stahl'], 'Shield', '🛡️'],
  [['tile', 'ziegel', 'shingle', 'schindel', 'slate', 'schiefer'], 'Layers', '🧱'],
  [['solar', 'sun', 'sonne', 'photovoltaic', 'photovoltaik', 'pv'], 'Sun', '☀️'],
  [['battery', 'batterie', 'speicher', 'storage'], 'BatteryCharging', '🔋'],
  [
    ['electric', 'strom', 'elektr', 'power', 'energy', 'energie', 'wallbox', 'charger', 'ladestation'],
    'Zap',
    '⚡',
  ],
  [['heat pump', 'wärmepumpe', 'heating', 'heizung', 'furnace', 'boiler', 'warm'], 'Flame', '🔥'],
  [['cooling', 'air condition', 'klima', 'ac', 'cold', 'kalt'], 'Snowflake', '❄️'],
  [['water', 'wasser', 'plumb', 'sanitär', 'leak', 'rohr', 'pipe'], 'Droplet', '💧'],
  [['wind'], 'Wind', '🌬️'],
  [['gas'], 'Flame', '🔥'],
  [['repair', 'reparatur', 'fix', 'maintenance', 'wartung', 'service'], 'Wrench', '🔧'],
  [['install', 'installation', 'new', 'neu', 'einbau', 'montage'], 'Hammer', '🔨'],
  [['replace', 'austausch', 'ersetzen', 'upgrade', 'modern'], 'RefreshCw', '🔄'],
  [['inspection', 'prüfung', 'check', 'inspektion', 'audit', 'assessment'], 'ClipboardCheck', '📋'],
  [['emergency', 'notfall', 'urgent', 'dringend', 'asap', 'sofort', 'immediately'], 'Siren', '🚨'],
  [['today', 'heute', 'this week', 'diese woche', 'week', 'woche'], 'CalendarClock', '📅'],
  [['month', 'monat', 'monthly', 'monatlich'], 'Calendar', '🗓️'],
  [['year', 'jahr', 'annual', 'jährlich', 'later', 'später', 'flexible', 'flexibel'], 'CalendarDays', '📆'],
  [['daily', 'täglich', 'day', 'tag'], 'Sun', '🌞'],
  [['weekly', 'wöchentlich', 'biweekly', 'zweiwöchentlich'], 'CalendarRange', '📅'],
  [['once', 'einmalig', 'one-time', 'one time'], 'Circle', '1️⃣'],
  [['morning', 'vormittag', 'morgen'], 'Sunrise', '🌅'],
  [['afternoon', 'nachmittag'], 'Sun', '☀️'],
  [['evening', 'abend', 'night', 'nacht'], 'Moon', '🌙'],
  [['weekend', 'wochenende'], 'PartyPopper', '🎉'],
  [['google', 'search', 'suche', 'suchmaschine'], 'Search', '🔍'],
  [
    ['friend', 'freund', 'referral', 'empfehlung', 'word of mouth', 'family', 'familie', 'bekannte'],
    'Users',
    '👥',
  ],
  [['newspaper', 'zeitung', 'print', 'magazine', 'zeitschrift', 'flyer', 'brochure'], 'Newspaper', '📰'],
  [['social', 'facebook', 'instagram', 'tiktok', 'linkedin', 'twitter'], 'Share2', '📱'],
  [['radio', 'tv', 'television', 'fernsehen', 'podcast'], 'Radio', '📻'],
  [['ad', 'advert', 'werbung', 'anzeige', 'billboard', 'plakat'], 'Megaphone', '📣'],
  [['email', 'e-mail', 'mail', 'newsletter'], 'Mail', '📧'],
  [['phone', 'telefon', 'call', 'anruf'], 'Phone', '📞'],
  [['chat', 'whatsapp', 'sms', 'text message'], 'MessageCircle', '💬'],
  [['video', 'zoom', 'online', 'remote', 'virtual', 'virtuell'], 'Video', '🎥'],
  [['in person', 'in-person', 'vor ort', 'persönlich', 'on site', 'onsite'], 'MapPin', '📍'],
  [['car', 'auto', 'sedan', 'limousine', 'pkw', 'vehicle', 'fahrzeug'], 'Car', '🚗'],
  [['suv', 'truck', 'lkw', 'van', 'transporter', 'pickup'], 'Truck', '🚚'],
  [['motorcycle', 'motorrad', 'bike', 'fahrrad', 'bicycle'], 'Bike', '🏍️'],
  [['boat', 'boot'], 'Ship', '⛵'],
  [['plane', 'flight', 'flug', 'flugzeug', 'air'], 'Plane', '✈️'],
  [['train', 'bahn', 'zug', 'rail'], 'TrainFront', '🚆'],
  [['hotel', 'room', 'zimmer', 'suite', 'stay', 'übernachtung', 'bed'], 'BedDouble', '🛏️'],
  [['beach', 'strand', 'sea', 'meer'], 'Palmtree', '🏖️'],
  [['mountain', 'berg', 'hiking', 'wandern', 'ski'], 'Mountain', '🏔️'],
  [['city', 'stadt', 'urban'], 'Building', '🏙️'],
  [['wedding', 'hochzeit', 'marriage'], 'Heart', '💍'],
  [['birthday', 'geburtstag', 'party', 'feier', 'celebration'], 'Cake', '🎂'],
  [
    ['corporate', 'conference', 'konferenz', 'meeting', 'seminar', 'workshop', 'tagung'],
    'Presentation',
    '🎤',
  ],
  [
    [
      'food',
      'essen',
      'catering',
      'buffet',
      'menu',
      'menü',
      'meal',
      'dinner',
      'lunch',
      'breakfast',
      'frühstück',
    ],
    'Utensils',
    '🍽️',
  ],
  [['vegetarian', 'vegetarisch', 'vegan', 'salad', 'salat'], 'Salad', '🥗'],
  [['drink', 'getränk', 'wine', 'wein', 'beer', 'bier', 'cocktail'], 'Wine', '🍷'],
  [['coffee', 'kaffee', 'cafe', 'café'], 'Coffee', '☕'],
  [['navigation', 'gps', 'navi', 'map', 'karte'], 'Navigation', '🧭'],
  [['heated', 'beheizt', 'sitzheizung'], 'Flame', '🔥'],
  [['sunroof', 'schiebedach'], 'Sun', '☀️'],
  [['tow', 'anhänger'], 'Link', '🔗'],
  [['music', 'musik', 'dj', 'band'], 'Music', '🎵'],
  [['photo', 'foto', 'picture', 'bild', 'camera', 'kamera'], 'Camera', '📷'],
  [['clean', 'reinig', 'putz', 'sauber'], 'Sparkles', '✨'],
  [['deep', 'grund', 'move-out', 'end of tenancy', 'endreinigung'], 'SprayCan', '🧽'],
  [['window', 'fenster', 'glass', 'glas'], 'AppWindow', '🪟'],
  [['carpet', 'teppich', 'floor', 'boden', 'parkett'], 'Grid3x3', '🟫'],
  [['kitchen', 'küche'], 'CookingPot', '🍳'],
  [['bathroom', 'bad', 'badezimmer', 'shower', 'dusche', 'toilet'], 'Bath', '🛁'],
  [['bedroom', 'schlafzimmer'], 'BedDouble', '🛏️'],
  [['living', 'wohnzimmer'], 'Sofa', '🛋️'],
  [
    ['garden', 'garten', 'lawn', 'rasen', 'landscap', 'yard', 'hedge', 'hecke', 'tree', 'baum'],
    'Trees',
    '🌳',
  ],
  [['pool', 'schwimmbad'], 'Waves', '🏊'],
  [['paint', 'maler', 'streichen', 'anstrich', 'colour', 'farbe'], 'Paintbrush', '🎨'],
  [['furniture', 'möbel', 'sofa', 'couch'], 'Sofa', '🛋️'],
  [['box', 'karton', 'packing', 'packen', 'verpacken'], 'Package', '📦'],
  [['move', 'umzug', 'moving', 'relocation', 'umziehen'], 'Truck', '🚚'],
  [['piano', 'klavier'], 'Piano', '🎹'],
  [['storage unit', 'einlagerung', 'lagerung'], 'Archive', '🗄️'],
  [['studio', '1 room', '1-zimmer', 'einzimmer'], 'DoorOpen', '🚪'],
  [['dog', 'hund', 'puppy', 'welpe'], 'Dog', '🐕'],
  [['cat', 'katze', 'kitten'], 'Cat', '🐈'],
  [['bird', 'vogel'], 'Bird', '🐦'],
  [['rabbit', 'kaninchen', 'small pet', 'kleintier', 'hamster'], 'Rabbit', '🐇'],
  [['fish', 'fisch'], 'Fish', '🐟'],
  [['horse', 'pferd'], 'Origami', '🐴'],
  [
    [
      'health',
      'gesundheit',
      'medical',
      'medizin',
      'doctor',
      'arzt',
      'clinic',
      'klinik',
      'checkup',
      'vorsorge',
    ],
    'Stethoscope',
    '🩺',
  ],
  [['dental', 'zahn', 'dentist', 'tooth', 'teeth'], 'Smile', '🦷'],
  [['pain', 'schmerz', 'injury', 'verletzung'], 'Activity', '🤕'],
  [['mental', 'therapy', 'therapie', 'psych', 'stress', 'anxiety'], 'Brain', '🧠'],
  [['medication', 'medikament', 'pill', 'prescription', 'rezept'], 'Pill', '💊'],
  [['allerg'], 'AlertTriangle', '⚠️'],
  [
    ['insurance', 'versicherung', 'insured', 'versichert', 'policy', 'police', 'coverage', 'deckung'],
    'ShieldCheck',
    '🛡️',
  ],
  [['life', 'leben'], 'HeartPulse', '❤️'],
  [['liability', 'haftpflicht'], 'Scale', '⚖️'],
  [
    [
      'money',
      'geld',
      'loan',
      'kredit',
      'darlehen',
      'finance',
      'finanz',
      'budget',
      'price',
      'preis',
      'cost',
      'kosten',
    ],
    'Wallet',
    '💰',
  ],
  [['mortgage', 'hypothek', 'baufinanzierung'], 'Landmark', '🏦'],
  [
    [
      'invest',
      'anlage',
      'stock',
      'aktie',
      'fund',
      'fonds',
      'etf',
      'retirement',
      'rente',
      'altersvorsorge',
      'pension',
    ],
    'TrendingUp',
    '📈',
  ],
  [['tax', 'steuer'], 'Receipt', '🧾'],
  [['saving', 'spar'], 'PiggyBank', '🐷'],
  [['card', 'karte', 'credit card', 'kreditkarte'], 'CreditCard', '💳'],
  [['cash', 'bargeld'], 'Banknote', '💵'],
  [['basic', 'basis', 'starter', 'standard', 'essential', 'small', 'klein'], 'Circle', '🟢'],
  [['premium', 'pro', 'plus', 'professional', 'advanced', 'medium', 'mittel'], 'Star', '⭐'],
  [
    [
      'enterprise',
      'business plan',
      'large',
      'groß',
      'gross',
      'big',
      'ultimate',
      'vip',
      'gold',
      'deluxe',
      'luxury',
      'luxus',
    ],
    'Crown',
    '👑',
  ],
  [
    [
      'student',
      'school',
      'schule',
      'schüler',
      'education',
      'bildung',
      'course',
      'kurs',
      'class',
      'klasse',
      'lesson',
      'unterricht',
    ],
    'GraduationCap',
    '🎓',
  ],
  [['book', 'buch', 'reading', 'lesen'], 'BookOpen', '📖'],
  [['math', 'mathe', 'science', 'physik', 'chemie', 'wissenschaft'], 'Calculator', '🧮'],
  [
    [
      'language',
      'sprache',
      'english',
      'englisch',
      'german',
      'deutsch',
      'spanish',
      'spanisch',
      'french',
      'französisch',
    ],
    'Languages',
    '🗣️',
  ],
  [['beginner', 'anfänger', 'entry', 'einsteiger', 'junior'], 'Sprout', '🌱'],
  [['intermediate', 'fortgeschritten'], 'TrendingUp', '📈'],
  [['expert', 'experte', 'senior', 'lead', 'profi'], 'Award', '🏆'],
  [
    ['job', 'work', 'arbeit', 'career', 'karriere', 'position', 'stelle', 'employ', 'beschäftig'],
    'Briefcase',
    '💼',
  ],
  [['full-time', 'full time', 'vollzeit'], 'Clock', '🕘'],
  [['part-time', 'part time', 'teilzeit'], 'Clock3', '🕒'],
  [['freelance', 'contract', 'vertrag', 'freiberuf'], 'FileSignature', '📝'],
  [['intern', 'praktikum', 'praktikant'], 'Sprout', '🌱'],
  [
    ['developer', 'entwickler', 'engineer', 'software', 'it', 'tech', 'computer', 'web', 'website', 'app'],
    'Code',
    '💻',
  ],
  [['design', 'designer', 'creative', 'kreativ'], 'Palette', '🎨'],
  [['marketing', 'sales', 'vertrieb', 'verkauf'], 'Megaphone', '📣'],
  [['support', 'hilfe', 'help', 'customer service', 'kundenservice'], 'Headphones', '🎧'],
  [
    ['document', 'dokument', 'file', 'datei', 'pdf', 'cv', 'resume', 'lebenslauf', 'contract'],
    'FileText',
    '📄',
  ],
  [
    ['fitness', 'gym', 'studio', 'training', 'workout', 'strength', 'kraft', 'muscle', 'muskel'],
    'Dumbbell',
    '🏋️',
  ],
  [['yoga', 'pilates', 'stretch', 'dehnen'], 'Flower2', '🧘'],
  [['run', 'lauf', 'cardio', 'ausdauer', 'endurance'], 'Footprints', '🏃'],
  [['weight', 'gewicht', 'abnehmen', 'lose'], 'Scale', '⚖️'],
  [['nutrition', 'ernährung', 'diet', 'diät'], 'Apple', '🍎'],
  [['legal', 'law', 'recht', 'lawyer', 'anwalt', 'court', 'gericht'], 'Scale', '⚖️'],
  [['divorce', 'scheidung', 'family law', 'familienrecht'], 'HeartCrack', '💔'],
  [['employment law', 'arbeitsrecht', 'labour'], 'Briefcase', '💼'],
  [['contract law', 'vertragsrecht'], 'FileSignature', '📝'],
  [['estate', 'inheritance', 'erbe', 'erbrecht', 'will', 'testament'], 'ScrollText', '📜'],
  [['accident', 'unfall', 'traffic', 'verkehr'], 'CarFront', '🚗'],
  [['buy', 'kauf', 'purchase', 'kaufen'], 'ShoppingCart', '🛒'],
  [['sell', 'verkauf', 'verkaufen'], 'Tag', '🏷️'],
  [['rent', 'miete', 'mieten', 'lease', 'leasing', 'pacht'], 'Key', '🔑'],
  [['valuation', 'bewertung', 'appraisal', 'wertermittlung'], 'Calculator', '🧮'],
  [
    ['excellent', 'ausgezeichnet', 'very satisfied', 'sehr zufrieden', 'great', 'super', 'love'],
    'Smile',
    '😍',
  ],
  [['good', 'gut', 'satisfied', 'zufrieden'], 'ThumbsUp', '🙂'],
  [['okay', 'ok', 'average', 'neutral', 'durchschnitt', 'teils'], 'Meh', '😐'],
  [['poor', 'bad', 'schlecht', 'unsatisfied', 'dissatisfied', 'unzufrieden'], 'ThumbsDown', '🙁'],
  [['terrible', 'very bad', 'sehr schlecht', 'awful'], 'Frown', '😞'],
  [['quality', 'qualität'], 'BadgeCheck', '🏅'],
  [['speed', 'fast', 'schnell', 'quick', 'geschwindigkeit'], 'Gauge', '⚡'],
  [
    ['friendly', 'freundlich', 'staff', 'personal', 'team', 'people', 'personen', 'guest', 'gäste', 'gast'],
    'Users',
    '👥',
  ],
  [['adult', 'erwachsen'], 'User', '🧑'],
  [['child', 'kid', 'kind', 'kinder', 'baby', 'toddler'], 'Baby', '👶'],
  [['senior', 'rentner', 'elderly'], 'UserRound', '👵'],
  [['couple', 'paar'], 'Heart', '💑'],
  [['solo', 'alone', 'allein', 'individual', 'einzel', 'myself', 'me'], 'User', '🧍'],
  [['group', 'gruppe'], 'Users', '👥'],
  [['security', 'sicherheit', 'alarm', 'lock', 'schloss', 'schlüssel'], 'Lock', '🔒'],
  [['lighting', 'licht', 'beleuchtung', 'lamp', 'lampe'], 'Lightbulb', '💡'],
  [['door', 'tür'], 'DoorOpen', '🚪'],
  [['wall', 'wand', 'mauer'], 'BrickWall', '🧱'],
  [['size', 'größe', 'area', 'fläche', 'm²', 'sqm', 'square'], 'Ruler', '📐'],
  [['tire', 'tyre', 'reifen'], 'CircleDot', '🛞'],
  [['oil', 'öl', 'engine', 'motor'], 'Cog', '⚙️'],
  [['brake', 'bremse'], 'OctagonAlert', '🛑'],
  [['diesel', 'petrol', 'benzin', 'gasoline'], 'Fuel', '⛽'],
  [['hybrid', 'electric car', 'elektroauto', 'ev'], 'PlugZap', '🔌'],
  [['1', 'one', 'eins'], 'Circle', '1️⃣'],
  [['2', 'two', 'zwei'], 'Circle', '2️⃣'],
  [['3', 'three', 'drei'], 'Circle', '3️⃣'],
  [['4', 'four', 'vier'], 'Circle', '4️⃣'],
  [['5', 'five', 'fünf'], 'Circle', '5️⃣'],
];

interface Entry {
  key: string;
  icon: string;
  emoji: string;
  /** Position in the lexicon: among equally long keys the earlier entry wins. */
  order: number;
}

// Keys bucketed by their first two characters, so a title is scanned once per word start instead of once per key.
const BUCKETS = new Map<string, Entry[]>();
let order = 0;
for (const [keys, icon, emoji] of LEXICON)
  for (const key of keys) {
    const k = key.toLowerCase();
    const bucket = BUCKETS.get(k.slice(0, 2)) ?? [];
    bucket.push({ key: k, icon, emoji, order: order++ });
    BUCKETS.set(k.slice(0, 2), bucket);
  }

const WORD_CHAR = /[a-z0-9äöüß]/;

/** The longest lexicon key found at a word start (short keys of 3 characters or less only as whole words). */
function bestEntry(text: string): Entry | undefined {
  const lower = text.toLowerCase();
  let best: Entry | undefined;
  for (let i = 0; i < lower.length; i++) {
    if (i > 0 && WORD_CHAR.test(lower[i - 1])) continue;
    const bucket = BUCKETS.get(lower.slice(i, i + 2));
    if (!bucket) continue;
    for (const e of bucket) {
      if (!lower.startsWith(e.key, i)) continue;
      if (e.key.length <= 3 && WORD_CHAR.test(lower[i + e.key.length] ?? '')) continue;
      if (
        !best ||
        e.key.length > best.key.length ||
        (e.key.length === best.key.length && e.order < best.order)
      )
        best = e;
    }
  }
  return best;
}

export function pickIcon(title: string, context = ''): { icon: string; emoji: string } {
  const e = bestEntry(title) ?? (context ? bestEntry(context) : undefined);
  return e ? { icon: e.icon, emoji: e.emoji } : { icon: 'Circle', emoji: '🔹' };
}
