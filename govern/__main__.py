from govern.cli.entry import run

run()
