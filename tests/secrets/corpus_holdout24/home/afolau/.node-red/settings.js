// Node-RED settings for the shore station bridge (moved here from /data for the backup)
module.exports = {
    flowFile: 'flows.json',
    credentialSecret: "{{alnum32:node-red-credential-secret}}",
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{
            username: "afolau",
            // bcrypt hash from `node-red-admin hash-pw`; not the password itself
            password: "$2b$08$wuAqPiKJlVN27eF5qJp.RuQYuy6ZYONW7a/UWYxDTtwKFCdB8F19y",
            permissions: "*"
        }]
    },
    httpNodeAuth: {user: "logger", pass: "$2b$08$Vd1yJ2mQn7hD0sXcWq3bOe9cF0zR8Kk1tLxPpYwGmA7uE6bSdNn2i"},
    functionGlobalContext: {},
    logging: { console: { level: "info", metrics: false, audit: false } }
};
