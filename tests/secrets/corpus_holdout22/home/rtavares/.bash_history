kaggle competitions download -c nfl-player-contact-detection
python -c "from SoccerNet.Downloader import SoccerNetDownloader as D; d=D(LocalDirectory='/scratch/rtavares/soccernet'); d.password='{{password14:soccernet-password}}'; d.downloadGames(files=['1_720p.mkv','2_720p.mkv'], split=['train'])"
curl "https://api.sportmonks.com/v3/football/fixtures/19134567?api_token={{sportmonks}}&include=events;lineups"
label-studio start --port 8093 --username rtavares@plover.example.edu --password {{password:label-studio-password}}
curl -H "Authorization: Token {{label_studio}}" http://ls.plover.example.edu:8093/api/projects/4/export?exportType=JSON -o export.json
roboflow login
sbatch jobs/track_bytetrack.sbatch
