/*
 * The shell's entry. The host is not built with the Module Federation plugin (its MF instance is
 * made at run time, in a lazy chunk, on a remote's first page), so nothing needs negotiating
 * before React loads: the app is imported directly, and the browser fetches it with this file
 * instead of one round trip later (docs/product.md#operations). Imports run in order: the theme
 * first.
 */
import './early/apply-theme';
import './bootstrap';
