cd /project/defi-liquidity/contracts
forge build
forge test -vvv --fork-url $MAINNET_RPC_URL --fork-block-number 21450000
export ETHERSCAN_API_KEY={{etherscan}}
forge verify-contract 0x5FbDB2315678afecb367f032d93F642f64180aa3 src/LiquiditySnapshot.sol:LiquiditySnapshot --chain sepolia --etherscan-api-key $ETHERSCAN_API_KEY
cast send 0x5FbDB2315678afecb367f032d93F642f64180aa3 "snapshot(address)" 0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640 --rpc-url sepolia --private-key {{eth_private_key}}
cast tx 0x9f3c2a1e7b5d4c8f60a2e1d3b7c9f5a4e8d2c6b0a1f3e5d7c9b2a4f6e8d0c1b3
cast wallet address --keystore ~/.foundry/keystores/sepolia-deployer
cast send --account sepolia-deployer 0x5FbDB2315678afecb367f032d93F642f64180aa3 "pause()"
cd ../src && python pull_swaps.py --pool 0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640 --from-block 21000000
sbatch ../jobs/backtest.sbatch
