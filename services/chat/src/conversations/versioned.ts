/**
 * A polled list: a validator that is cheap to compute (a stored counter) and the list itself,
 * loaded only when the client's copy is out of date.
 */
export interface Versioned<T> {
  validator: string;
  load: () => Promise<T>;
}
