module.exports = {
    uiPort: process.env.PORT || 1880,
    flowFile: "flows.json",
    // encrypts flows_cred.json (Modbus and Niagara logins); without it the file is useless
    credentialSecret: "{{random40:node-red-credential-secret}}",
    adminAuth: {
        type: "credentials",
        users: [{
            username: "flexlab",
            password: "$2b$08$Wm3vT9qLkE2pN7zR4xC1vOB8nM5aS0dF3gH6jK9lQ2wE5rT8yU1iO",
            permissions: "*"
        }]
    },
    functionGlobalContext: {},
    logging: { console: { level: "info" } }
};
