use ethers::providers::{Middleware, Provider, StreamExt, Ws};

// pending-transaction watcher for sandwich detection around the pools we study
const WS_URL: &str = "wss://mainnet.infura.io/ws/v3/{{hex32:infura-api-key}}";
const POOL: &str = "0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let provider = Provider::<Ws>::connect(WS_URL).await?;
    let mut stream = provider.subscribe_pending_txs().await?;
    while let Some(hash) = stream.next().await {
        if let Some(tx) = provider.get_transaction(hash).await? {
            if tx.to.map(|a| format!("{:?}", a)) == Some(POOL.to_string()) {
                println!("{:?}", tx.hash);
            }
        }
    }
    Ok(())
}
