// A screen's texts in one language besides English: every key of the screen's English texts, nothing else.
export type Catalog<K extends string> = Record<K, string>;
