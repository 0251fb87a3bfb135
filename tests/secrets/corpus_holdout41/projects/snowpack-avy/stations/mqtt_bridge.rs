// Bridge IMIS station MQTT messages into InfluxDB (rumqttc).
use rumqttc::{Client, MqttOptions, QoS};
use std::time::Duration;

fn main() {
    let mut opts = MqttOptions::new("avy-bridge", "mqtt.yellowlegs.example.org", 8883);
    opts.set_credentials("station-bridge", "{{password:mqtt-password}}");
    opts.set_keep_alive(Duration::from_secs(30));
    let (client, mut connection) = Client::new(opts, 64);
    client.subscribe("imis/+/snow_height", QoS::AtLeastOnce).unwrap();
    let influx_token = std::env::var("INFLUX_TOKEN").expect("INFLUX_TOKEN");
    for event in connection.iter() {
        println!("{:?} ({} chars of token)", event, influx_token.len());
    }
}
