// Field telemetry: robot battery and pose to the base-station MQTT broker.
use rumqttc::{Client, MqttOptions, QoS};
use std::time::Duration;

const BROKER: &str = "basestation-fieldkit.tail4c2e9.ts.net";
const MQTT_USER: &str = "husky02";
const MQTT_PASSWORD: &str = "{{password:mqtt-password}}";

fn main() {
    let mut opts = MqttOptions::new("husky-02-telemetry", BROKER, 1883);
    opts.set_credentials(MQTT_USER, MQTT_PASSWORD);
    opts.set_keep_alive(Duration::from_secs(10));
    let (client, mut connection) = Client::new(opts, 16);
    client.subscribe("robots/husky-02/cmd", QoS::AtLeastOnce).unwrap();
    for notification in connection.iter() {
        println!("{:?}", notification);
    }
}
