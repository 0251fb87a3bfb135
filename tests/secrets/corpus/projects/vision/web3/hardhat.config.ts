import { HardhatUserConfig } from "hardhat/config";

// Deploys the group's on-chain provenance registry for labelled images; the local chain
// uses Hardhat's published accounts.
const config: HardhatUserConfig = {
  solidity: "0.8.24",
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/{{hex32:endpoint-path-key}}",
      accounts: {
        mnemonic: "{{bip39_mnemonic}}",
        path: "m/44'/60'/0'/0",
      },
    },
    localhost: {
      url: "http://127.0.0.1:8545",
      accounts: { mnemonic: "test test test test test test test test test test test junk" },
    },
    holesky: { url: process.env.HOLESKY_RPC_URL ?? "https://holesky.infura.io/v3/${INFURA_KEY}" },
  },
};

export default config;
