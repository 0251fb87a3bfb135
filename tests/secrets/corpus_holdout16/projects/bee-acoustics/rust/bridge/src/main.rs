// Bridges recorder MQTT messages into the lab's Postgres (one row per 30 s clip).
use rumqttc::{Client, MqttOptions, QoS};
use std::time::Duration;

fn main() {
    let mut opts = MqttOptions::new("bee-bridge", "mqtt.puffin.example.edu", 1883);
    opts.set_keep_alive(Duration::from_secs(30));
    opts.set_credentials("bridge", "{{password14:mqtt-password}}");
    let (client, mut connection) = Client::new(opts, 64);
    client.subscribe("bees/+/clips", QoS::AtLeastOnce).unwrap();
    let db_url = std::env::var("DATABASE_URL").expect("DATABASE_URL");
    for notification in connection.iter() {
        println!("{:?} -> {}", notification, db_url.len());
    }
}
