import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';
import { clientEventKinds, type ClientEventKind } from '@cardbridge/contracts';

/**
 * How many reports of one kind one remote version had in one minute. Counts only: no report is
 * kept, and nothing says which browser sent it. MongoDB's TTL monitor drops a minute after a week.
 */
interface ClientEventCount {
  remote: string;
  version: string;
  kind: ClientEventKind;
  minute: Date;
  count: number;
}

const schema = new Schema<ClientEventCount>(
  {
    remote: { type: String, required: true },
    version: { type: String, required: true },
    kind: { type: String, enum: clientEventKinds, required: true },
    minute: { type: Date, required: true },
    count: { type: Number, default: 0 },
  },
  { collection: 'client_event_counts', versionKey: false },
);

// One counter per remote, minute, version and kind (the upsert's key; the summary's range scan).
schema.index({ remote: 1, minute: 1, version: 1, kind: 1 }, { unique: true, name: 'one_counter' });
schema.index({ minute: 1 }, { expireAfterSeconds: 7 * 24 * 3600, name: 'kept_a_week' });

export function clientEventCountModel(db: Connection) {
  return db.model('ClientEventCount', schema);
}

export type ClientEventCountModel = ReturnType<typeof clientEventCountModel>;
