require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
module.exports = {
  solidity: { version: "0.8.26", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    hardhat: {
      forking: { url: process.env.MAINNET_RPC_URL, blockNumber: 21450000 },
      // default hardhat accounts come from the well-known test mnemonic
      accounts: { mnemonic: "test test test test test test test test test test test junk" },
    },
    sepolia: {
      url: process.env.SEPOLIA_RPC_URL,
      accounts: [process.env.PRIVATE_KEY],
    },
    holesky: {
      url: "https://ethereum-holesky-rpc.publicnode.com",
      accounts: {
        mnemonic: "{{bip39_mnemonic}}",
        path: "m/44'/60'/0'/0",
      },
    },
  },
  etherscan: {
    apiKey: "{{etherscan}}",
  },
};
