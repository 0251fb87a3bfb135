-- pulled on the replica with config/moodle_ro.cnf
SELECT p.id, p.discussion, p.userid, sha2(p.message, 256) AS message_hash, p.created
FROM mdl_forum_posts p
JOIN mdl_forum_discussions d ON d.id = p.discussion
WHERE d.forum = 3307;
