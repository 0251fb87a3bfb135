cd /projects/classroom-talk
module load R/4.4.1 python/3.11
Rscript R/01_canvas_rosters.R
curl -s -H "Authorization: Bearer {{canvas}}" "https://canvas.avocet.example.edu/api/v1/courses/48213/discussion_topics?per_page=100" | jq length
curl -s "https://moodle.partner-college.example.ac.uk/webservice/rest/server.php?wstoken={{hex32:moodle-webservice-token}}&wsfunction=mod_forum_get_forum_discussions&moodlewsrestformat=json&forumid=3307"
python python/zoom_recordings.py --month 2026-11
python python/transcribe.py --in recordings/2026-11 --out transcripts/
sbatch --gres=gpu:1 --wrap "python python/whisper_local.py recordings/2026-11"
mysql --defaults-extra-file=config/moodle_ro.cnf -e "select count(*) from mdl_forum_posts"
ls transcripts | wc -l
export LIMESURVEY_PASSWORD='{{password:limesurvey-password}}'
python python/limesurvey_export.py
