from govern.cli.main import run

run()
