module.exports = {
    uiPort: process.env.PORT || 1880,
    flowFile: 'flows.json',
    credentialSecret: "{{password:node-red-credential-secret}}",
    adminAuth: {
        type: "credentials",
        users: [{
            username: "rmwale",
            password: "$2b$08$zZWtXTja0fB1pzD4sHCMyOCMYz2Z6dNbM6tl8sJogENOMcxWV9DN.",
            permissions: "*"
        }]
    },
    functionGlobalContext: {},
};
