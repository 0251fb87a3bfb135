module.exports = {
    flowFile: 'flows.json',
    flowFilePretty: true,
    // clave con que Node-RED cifra flows_cred.json; si se pierde, hay que reingresar todas las credenciales
    credentialSecret: "{{alnum32:nodered-credential-secret}}",
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{
            username: "tfuentes",
            // hash bcrypt generado con `node-red admin hash-pw`
            password: "$2b$08$wuAqPiKJlVN27eF5qJp.RuQYuy6ZYONW7a/UWYxDTtwKFCdB8F19y",
            permissions: "*"
        }]
    },
    httpNodeAuth: {user: "panel", pass: "$2b$08$K8m1QyZfW3u7D0xLr9pVvOa4eJtGn2sYh6cBi5wRq1zTfUj0kXyPe"},
    logging: { console: { level: "info", metrics: false, audit: false } },
    editorTheme: { projects: { enabled: false } },
    functionGlobalContext: {
        // token de la API de AirGradient (dashboard > General Settings > Connectivity > API token)
        airgradientToken: "{{uuid:airgradient-api-token}}",
        placeId: 48213   // id del "place" en AirGradient, no es secreto
    }
}
