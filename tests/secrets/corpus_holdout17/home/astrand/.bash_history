cd /projects/chess-engines
cutechess-cli -engine cmd=./guillemot-nnue -engine cmd=stockfish -each proto=uci tc=10+0.1 -rounds 2000 -concurrency 64 -pgnout games.pgn
curl -d '' https://lichess.org/api/bot/account/upgrade -H "Authorization: Bearer {{lichess_token:lichess-api-token}}"
python worker.py astrand {{password:fishtest-password}} --concurrency 32
./client_linux --user astrand --password {{password14:lc0-training-password}}
kaggle competitions download -c fide-google-efficiency-chess-ai-challenge
git log --oneline | head
sha256sum nets/nn-1c0000000000.nnue
docker run -d --name lichess-bot -e LICHESS_BOT_TOKEN={{lichess_token:lichess-api-token}} -v $PWD/bot:/lichess-bot/config lichessbotdevs/lichess-bot
docker logs -f lichess-bot
