import type { DeserializeOptions } from 'bson';

/**
 * Wire documents are parsed without promoting numeric wrappers so that Int32, Double and Long stay
 * distinguishable; `normalizeValue` (query/values.ts) then picks the live representation.
 */
export const RAW_DESERIALIZE: DeserializeOptions = {
  promoteValues: false,
  promoteBuffers: false,
  promoteLongs: false,
  bsonRegExp: false,
  validation: { utf8: false },
};
