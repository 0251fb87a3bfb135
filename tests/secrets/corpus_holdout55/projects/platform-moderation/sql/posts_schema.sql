-- cssdb, schema for the cross-platform sample
CREATE TABLE posts (
    platform    text NOT NULL,
    post_id     text NOT NULL,          -- t3_1g4k2x9, at://did:plc:.../app.bsky.feed.post/3l6z2xqkq2c2a, 113427915561230188
    author_hash char(64) NOT NULL,      -- sha256(salt || author id), pseudonymised
    created_at  timestamptz,
    body        text,
    PRIMARY KEY (platform, post_id)
);
INSERT INTO posts VALUES ('reddit', 't3_1g4k2x9', 'a3f1c9e07b2d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7', '2025-10-11 09:14:02+00', '[removed]');
INSERT INTO posts VALUES ('bluesky', 'at://did:plc:4v2kq7xw3m5n8r1t6z9y0bja/app.bsky.feed.post/3l6z2xqkq2c2a', '0c1d2e3f405162738495a6b7c8d9e0f1021324354657687980a1b2c3d4e5f607', '2025-10-11 09:15:40+00', 'test post');
