// Node-RED untuk gateway tide gauge (Modbus -> MQTT -> InfluxDB)
// https://nodered.org/docs/user-guide/runtime/configuration
module.exports = {
    flowFile: 'flows_tidegauge.json',
    // encrypts flows_tidegauge_cred.json
    credentialSecret: "{{b64url43:node-red-credential-secret}}",
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{
            username: "asalim",
            // node-red admin hash-pw
            password: "$2b$08$8fK2cVqQ3wz7Yb1mT5eJXe6y0mSLb0A9pUq3ZrDk1vPnG2hQx4W7e",
            permissions: "*"
        }]
    },
    httpNodeAuth: {user: "pasut", pass: "$2b$08$Wc1tH6kz0QeP9rN3mB2aUe4F7yS5gL8dJ0xV1oK3iM6nR9qT2sZ4u"},
    functionGlobalContext: {
        influxToken: "{{influxdb:influxdb-token}}",
    },
    logging: { console: { level: "info", metrics: false, audit: false } }
}
