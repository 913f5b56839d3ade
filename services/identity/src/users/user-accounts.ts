import createError from 'http-errors';
import type {
  NotificationPreferences,
  NotificationsUpdate,
  ProfileRequest,
  RegisterRequest,
} from '@cardbridge/contracts';
import { conflictFromDuplicateKey } from './duplicate-key';
import { hashPassword } from './password';
import type { UserDocument, UserModel } from './user.model';

/** Usernames a user may not take: the client treats "admin" as an admin (docs/product.md#roles-and-permissions). */
const reservedUsernames = new Set(['admin', 'administrator', 'support', 'cardbridge']);

/**
 * The user-account use cases: sign-up, profile, notification preferences. They know
 * nothing of HTTP or sessions; errors are http-errors with the message a client should see.
 */
export function userAccounts(users: UserModel) {
  const assertFree = async (
    { username, email }: { username?: string; email?: string },
    exceptId?: string,
  ) => {
    const notSelf = exceptId ? { _id: { $ne: exceptId } } : {};
    if (
      username &&
      (reservedUsernames.has(username.toLowerCase()) ||
        (await users.exists({ usernameKey: username.toLowerCase(), ...notSelf })))
    ) {
      throw createError(409, 'Username is already taken');
    }
    if (email && (await users.exists({ email, ...notSelf }))) {
      throw createError(409, 'Email is already registered');
    }
  };

  const register = async (input: RegisterRequest): Promise<UserDocument> => {
    await assertFree(input);
    try {
      return await users.create({
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber ?? null,
        lastVisit: new Date(),
      });
    } catch (error) {
      throw conflictFromDuplicateKey(error);
    }
  };

  const findById = async (id: string): Promise<UserDocument | null> =>
    /^[a-f0-9]{24}$/i.test(id) ? users.findById(id) : null;

  const requireById = async (id: string): Promise<UserDocument> => {
    const user = await findById(id);
    // The session outlived its account: treat it as signed out.
    if (!user) throw createError(401, 'Authentication required');
    return user;
  };

  const updateProfile = async (id: string, input: ProfileRequest): Promise<UserDocument> => {
    const user = await requireById(id);
    if (input.email !== user.email) await assertFree({ email: input.email }, id);
    user.firstName = input.firstName;
    user.lastName = input.lastName;
    user.email = input.email;
    user.phoneNumber = input.phoneNumber ?? null;
    try {
      return await user.save();
    } catch (error) {
      throw conflictFromDuplicateKey(error);
    }
  };

  const notificationsOf = async (id: string): Promise<NotificationPreferences> => {
    const { notifications } = await requireById(id);
    return {
      emailNotifications: notifications.emailNotifications,
      smsNotifications: notifications.smsNotifications,
      submissionUpdates: notifications.submissionUpdates,
      marketingEmails: notifications.marketingEmails,
    };
  };

  const updateNotifications = async (
    id: string,
    input: NotificationsUpdate,
  ): Promise<NotificationPreferences> => {
    const user = await requireById(id);
    for (const [key, value] of Object.entries(input)) {
      if (typeof value === 'boolean')
        user.notifications[key as keyof NotificationPreferences] = value;
    }
    await user.save();
    return notificationsOf(id);
  };

  return {
    register,
    findById,
    requireById,
    updateProfile,
    notificationsOf,
    updateNotifications,
  };
}

export type UserAccounts = ReturnType<typeof userAccounts>;
