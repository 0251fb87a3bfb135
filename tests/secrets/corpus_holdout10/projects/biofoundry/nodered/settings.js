module.exports = {
    uiPort: process.env.PORT || 1880,
    flowFile: 'flows.json',
    // encrypts flows_cred.json; losing it loses every node credential
    credentialSecret: "{{b64url43:node-red-credential-secret}}",
    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "$2b$08$wuAqPiKJlVN27eF5qJp.RuQYuy6ZYONW7a/UWYxDTtwKFCdB8F19y",
            permissions: "*"
        }]
    },
    httpNodeAuth: { user: "plates", pass: "$2a$08$zZWtXTja0fB1pzD4sHCMyOCMYz2Z6dNbM6tl8sJogENOMcxWV9DN." },
    functionGlobalContext: {}
};
