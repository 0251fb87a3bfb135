//! Edge bridge on the barn gateway: forwards decoded rumination frames to the farm broker.
use rumqttc::{Client, MqttOptions, QoS};
use std::time::Duration;

fn main() {
    let mut opts = MqttOptions::new("barn-gw-02", "mqtt.farm.curlew.example.ac.uk", 1883);
    opts.set_keep_alive(Duration::from_secs(30));
    opts.set_credentials("barn-gw", "{{password:mqtt-password}}");
    let (client, mut connection) = Client::new(opts, 64);
    client
        .subscribe("eartag/+/rumination", QoS::AtLeastOnce)
        .expect("subscribe");
    for event in connection.iter().take(10) {
        println!("{event:?}");
    }
    // gateway EUI ac1f09fffe0a3b21, firmware build 9c1185a5c5e9fc54612808977ee8f548b2258d31
}
