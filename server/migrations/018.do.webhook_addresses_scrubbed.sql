-- the queue keeps no webhook password or key in its texts
-- An ANNOUNCE_WEBHOOK_URL with user:password@ was accepted until issue 37: each post then failed with fetch's message,
-- which quotes the whole address, and that reason was stored, listed by admin/outbox/ and admin/announcements/ and
-- logged. The server now refuses such an address (the channel is off) and stores a webhook's failure with each address
-- cut to its host. This removes the user name and password from the webhook rows' recipient (only its host is ever
-- shown) and cuts every address in their last error to its scheme and host, as new failures are written.
UPDATE mail_outbox
SET recipient = regexp_replace(recipient, '^([a-z][a-z0-9+.-]*://)[^/?#@]*@', '\1', 'i'),
  last_error = regexp_replace(last_error, '([a-z][a-z0-9+.-]*://)(?:[^\s/?#@]*@)?([^\s/?#"''<>]*)[^\s"''<>]*', '\1\2', 'gi')
WHERE channel = 'webhook' AND (recipient ~ '://[^/?#]*@' OR last_error ~ '://');
