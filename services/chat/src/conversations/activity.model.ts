import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/**
 * One counter that moves with every change to any conversation. The admin's thread list is
 * validated against it, so an unchanged list is answered 304 after a single read by _id.
 */
interface ActivityRecord {
  _id: string;
  version: number;
}

const activityId = 'conversations';

const schema = new Schema<ActivityRecord>(
  { _id: { type: String, required: true }, version: { type: Number, default: 0 } },
  { collection: 'activity', versionKey: false },
);

export function activityModel(db: Connection) {
  return db.model('Activity', schema);
}

export type ActivityModel = ReturnType<typeof activityModel>;

export const ensureActivityCounter = (activity: ActivityModel) =>
  activity.updateOne({ _id: activityId }, { $setOnInsert: { version: 0 } }, { upsert: true });

export const bumpActivity = (activity: ActivityModel) =>
  activity.updateOne({ _id: activityId }, { $inc: { version: 1 } }, { upsert: true });

/** The validator of the thread list: one read by _id. */
export async function activityVersion(activity: ActivityModel): Promise<number> {
  const doc = await activity.findById(activityId).lean();
  return doc?.version ?? 0;
}
