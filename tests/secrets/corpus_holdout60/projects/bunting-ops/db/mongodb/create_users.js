// run with: mongosh --host mongo1 -u clusterAdmin -p --authenticationDatabase admin create_users.js
db = db.getSiblingDB("admin");
db.createUser({
  user: "xdmod_ro",
  pwd: "{{password:mongodb-password}}",
  roles: [{ role: "read", db: "usage" }]
});
db.createUser({
  user: "coldfront_app",
  pwd: passwordPrompt(),
  roles: [{ role: "readWrite", db: "coldfront_events" }]
});
// SCRAM-SHA-256 is the default mechanism; stored credentials look like
// {"iterationCount": 15000, "salt": "kV8mQ1zT3aX9pL2wR7yB5n==", "storedKey": "b3JjaGVzdHJhdGlvbi1zdG9yZWQta2V5LWRlbW8=", "serverKey": "c2VydmVyLWtleS1kZW1vLW5vdC1hLXNlY3JldA=="}
