# This machine's part of default.vcl: the web processes and who may purge. Copy it into a
# directory named first on varnishd's vcl_path and edit it there (docs/operations.md "Varnish in front").

# A web process stopped or restarting is left out until /healthz answers again.
probe healthz {
    .url = "/healthz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend web1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = healthz;
}

backend web2 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = healthz;
}

# Every web process, in the round-robin director.
sub site_backends {
    web.add_backend(web1);
    web.add_backend(web2);
}

# The hosts of web processes and workers on other machines, which purge after writes
# (this machine's own addresses are always allowed).
acl purgers {
    "127.0.0.1";
}
