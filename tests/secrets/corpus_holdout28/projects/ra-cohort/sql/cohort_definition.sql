-- RA incident cohort: two RA diagnoses >= 30 days apart, one csDMARD within a year
-- concept sets: 80809 (Rheumatoid arthritis), 1305058 (methotrexate)
CREATE TABLE results_sduffy.ra_incident AS
SELECT co.person_id, MIN(co.condition_start_date) AS index_date
FROM cdm_ra_2025q1.condition_occurrence co
JOIN cdm_ra_2025q1.concept_ancestor ca ON ca.descendant_concept_id = co.condition_concept_id
WHERE ca.ancestor_concept_id = 80809
GROUP BY co.person_id
HAVING MAX(co.condition_start_date) - MIN(co.condition_start_date) >= 30;

-- read-only role for the analysts; the hash is what pg_authid stores, not a password
-- ALTER ROLE ra_reader PASSWORD 'SCRAM-SHA-256$4096:Nq0Yl8t8kU9c1Jx0gQmF2w==$h3Vq9Xo3b6Wc1Jt0k5Yz2Q8pS4rM7nL1vE6uT9wA0xI=:Zq2Ww8Tt5Kk3Rr1Yy7Uu9Ii0Oo4Pp6Aa2Ss8Dd5Ff3Gg=';
GRANT SELECT ON results_sduffy.ra_incident TO ra_reader;
