use rumqttc::{Client, MqttOptions, QoS};
use std::time::Duration;

// Subscribes to the gateway broker and writes swarm-piping detections to the lab database.
fn main() {
    let mut opts = MqttOptions::new("hive-ingest", "hive-gw-01.pratincole.example.org", 8883);
    opts.set_keep_alive(Duration::from_secs(30));
    opts.set_credentials("hive-ingest", "{{password:mqtt-password}}");
    let (client, mut connection) = Client::new(opts, 10);
    client.subscribe("apiary/+/hive/+/acoustics", QoS::AtLeastOnce).unwrap();
    for notification in connection.iter() {
        println!("{:?}", notification);
    }
}
