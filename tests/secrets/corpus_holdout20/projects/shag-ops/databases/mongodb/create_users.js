// mongosh --file create_users.js (run on the primary as dbaas_admin)
db = db.getSiblingDB("admin");
db.createUser({
  user: "labelstudio",
  pwd: "{{password:mongodb-password}}",
  roles: [{ role: "readWrite", db: "labelstudio" }],
});
db.createUser({
  user: "backup",
  pwd: passwordPrompt(),
  roles: ["backup", "clusterMonitor"],
});
// user ids: ObjectId("6571c0f2a3b9e10012d4f8a7") is an id, not a secret
