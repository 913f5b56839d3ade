/** `text` as a literal inside a regular expression: a search box's `.*` finds only ".*". */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive "contains" matcher for a list's `q`, safe from pattern characters. */
export const containsText = (q: string) => new RegExp(escapeRegExp(q), 'i');
