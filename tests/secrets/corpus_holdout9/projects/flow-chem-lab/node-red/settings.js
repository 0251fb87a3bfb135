// Node-RED settings for the lab dashboard (node-red 4.0)
module.exports = {
    uiPort: process.env.PORT || 1880,
    flowFile: 'flows.json',
    // encrypts flows_cred.json; losing it means re-entering every node credential
    credentialSecret: "{{b64url43:node-red-credential-secret}}",
    adminAuth: {
        type: "credentials",
        users: [{
            username: "hsakamoto",
            password: "$2b$08$arKxjo7iRVjE4jLz9YNctlRLlWBehNg6hgWl5ptYgHsnfejYvDurg",
            permissions: "*"
        }]
    },
    httpNodeAuth: { user: "viewer", pass: "$2b$08$lc88/GHxtNci78T0Ab5tTZGNTQNEwnoxU9RVVya9LVQe0fUEtbPhh" },
    functionGlobalContext: {},
    logging: { console: { level: "info", metrics: false, audit: false } },
    editorTheme: { projects: { enabled: false } }
};
