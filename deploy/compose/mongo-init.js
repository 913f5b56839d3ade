// Run by docker compose's one-shot mongo-init service (mongosh, signed in as root on mongo1).
// Every step checks before it acts, so it runs on every `docker compose up`.
const members = ['mongo1:27017', 'mongo2:27017', 'mongo3:27017'];

try {
  rs.status();
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  // mongo1 is preferred as primary: it is the member that holds a single server's old data.
  rs.initiate({
    _id: 'rs0',
    members: members.map((host, id) => ({ _id: id, host, priority: id === 0 ? 2 : 1 })),
  });
}

const deadline = Date.now() + 120_000;
while (!db.hello().isWritablePrimary) {
  if (Date.now() > deadline) throw new Error('rs0 elected no primary on mongo1 within 2 minutes');
  sleep(1000);
}

// The services' user: read and write, and index management (their models create indexes).
const admin = db.getSiblingDB('admin');
const roles = [
  { role: 'readWriteAnyDatabase', db: 'admin' },
  { role: 'dbAdminAnyDatabase', db: 'admin' },
];
const pwd = process.env.MONGO_APP_PASSWORD;
if (!pwd) throw new Error('MONGO_APP_PASSWORD is not set');
if (admin.getUser('cardbridge')) admin.updateUser('cardbridge', { pwd, roles });
else admin.createUser({ user: 'cardbridge', pwd, roles });
print('rs0 ready; user cardbridge in place');
