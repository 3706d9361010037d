"""Security: the CSP and other headers, no inline script or style, CSRF on POST, and the
limits on request size and on how often one address may post."""

from __future__ import annotations

import json
import re

import pytest

from webapp import ConfigError, create_app, limits
from webapp.security import CONTENT_SECURITY_POLICY

PAGES = [
    "/",
    "/count",
    "/count?hand=5H+5C+5S+JD&starter=5D",
    "/count?hand=AH+3H+7H+9H&starter=KC&crib=true",
    "/count?hand=5H&starter=5X",
    "/discard",
    "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=true&players=2",
    "/discard?cards=AC+AD+AH+AS+2C+2D&dealer=false&players=2",
    "/discard?cards=7C&dealer=maybe&players=5",
    "/no-such-page",
]


@pytest.mark.parametrize(
    "url", [*PAGES, "/api/cribbage/score", "/api/cribbage/discard", "/static/css/site.css"]
)
def test_security_headers_on_every_response(client, url):
    response = client.get(url)
    assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert response.headers["X-Frame-Options"] == "DENY"


def test_csp_is_strict():
    directives = dict(part.strip().split(" ", 1) for part in CONTENT_SECURITY_POLICY.split(";"))
    assert directives["script-src"] == "'self'"
    assert directives["style-src"] == "'self'"
    assert directives["object-src"] == "'none'"
    assert directives["frame-ancestors"] == "'none'"
    assert "unsafe" not in CONTENT_SECURITY_POLICY


@pytest.mark.parametrize("url", PAGES)
def test_pages_have_no_inline_script_or_style(client, parse_html, url):
    for response in (client.get(url), client.get(url, headers={"HX-Request": "true"})):
        page = parse_html(response.text)
        scripts = page.find_all("script")
        assert all(script.attrs.get("src") and not script.text.strip() for script in scripts)
        assert not page.find_all("style")
        for element in [page, *page.find_all()]:
            assert "style" not in element.attrs, element.tag
            assert not any(name.startswith("on") for name in element.attrs), element.tag
            assert not any(name.startswith("hx-on") for name in element.attrs), element.tag
        assert not re.search(r"javascript:", response.text, re.IGNORECASE)


def test_htmx_config_forbids_injected_styles_and_eval(client, parse_html):
    page = parse_html(client.get("/count").text)
    config = json.loads(page.find("meta", name="htmx-config").attrs["content"])
    assert config["includeIndicatorStyles"] is False
    assert config["allowEval"] is False
    assert config["historyRestoreAsHxRequest"] is False


@pytest.mark.parametrize("url", ["/cribbage/play", "/euchre/play", "/profile", "/train"])
def test_a_page_that_posts_sends_the_csrf_token_to_htmx(client, parse_html, url):
    page = parse_html(client.get(url).text)
    headers = json.loads(page.find("body").attrs["hx-headers"])
    assert headers["X-CSRFToken"]


READ_ONLY = ["/", "/count", "/count?hand=5H+5C+5S+JD&starter=5D", "/discard", "/lessons"]
READ_ONLY += ["/rules", "/rules/cribbage", "/rules/euchre", "/rules/bid-euchre"]
READ_ONLY += ["/lessons/going-alone"]
READ_ONLY += ["/progress", "/no-such-page"]


@pytest.mark.parametrize("url", READ_ONLY)
def test_a_page_that_cannot_post_sets_no_cookie(client, parse_html, url):
    """A shared result costs no session to open (and could be cached): it has no form to
    post, so no CSRF token, so no cookie."""
    response = client.get(url)
    assert "Set-Cookie" not in response.headers
    page = parse_html(response.text)
    assert "hx-headers" not in page.find("body").attrs
    assert not [form for form in page.find_all("form") if form.attrs.get("method") == "post"]


@pytest.fixture
def post_app(app):
    """The app with a test-only POST route: no feature posts yet, but CSRF guards all."""

    @app.post("/test-only/echo")
    def echo():
        return "posted"

    return app


def test_post_without_csrf_token_is_refused(post_app, parse_html):
    client = post_app.test_client()
    response = client.post("/test-only/echo", data={"x": "1"})
    assert response.status_code == 400
    page = parse_html(response.text)
    assert "The form has expired or did not come from this site" in page.find("h1").words()


def test_post_with_the_pages_csrf_token_is_accepted(post_app, parse_html):
    """As htmx does it: the token from the page's hx-headers, sent back as X-CSRFToken."""
    client = post_app.test_client()
    page = parse_html(client.get("/profile").text)
    headers = json.loads(page.find("body").attrs["hx-headers"])
    response = client.post("/test-only/echo", headers=headers)
    assert response.status_code == 200
    assert response.text == "posted"


def test_post_with_a_forged_token_is_refused(post_app):
    client = post_app.test_client()
    client.get("/")  # a session with a real token
    response = client.post("/test-only/echo", headers={"X-CSRFToken": "forged"})
    assert response.status_code == 400


NAMELESS_PART = b"--XB\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--XB--\r\n"


@pytest.mark.parametrize(
    "path", ["/profile/name", "/profile/carry", "/cribbage/play", "/euchre/play", "/train"]
)
@pytest.mark.parametrize("with_token", [False, True], ids=["no-token", "token"])
def test_a_form_part_with_no_name_is_refused(app, caplog, path, with_token):
    """A multipart part without a name is a field named None to werkzeug: refused, not a 500."""
    client = app.test_client()
    headers = {"Content-Type": "multipart/form-data; boundary=XB"}
    if with_token:
        client.get("/profile")
        token = re.search(r'"X-CSRFToken": "([^"]+)"', client.get("/profile").text)
        assert token
        headers["X-CSRFToken"] = token.group(1)
    response = client.post(path, data=NAMELESS_PART, headers=headers)
    assert response.status_code == 400
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


# Limits


def test_a_body_over_the_limit_is_refused_unread_with_a_page_that_says_so(app, parse_html):
    client = app.test_client()
    page = parse_html(client.get("/profile").text)
    headers = json.loads(page.find("body").attrs["hx-headers"])
    big = {"csrf_token": headers["X-CSRFToken"], "name": "x" * (app.config["MAX_CONTENT_LENGTH"])}
    response = client.post("/profile/name", data=big)
    assert response.status_code == 413
    words = parse_html(response.text).find("main").words()
    assert "That was more than this site takes" in words
    assert "nothing was saved" in words
    with client.session_transaction() as cookie:
        assert "player_id" not in cookie  # no profile was made


def test_the_limit_is_a_few_tens_of_kib(app):
    assert 16 * 1024 <= app.config["MAX_CONTENT_LENGTH"] <= 64 * 1024


def test_every_post_is_limited_per_address(database_url, parse_html):
    """A generous limit on every POST, from one address: a script cannot flood the site."""
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "POST_RATE_LIMIT": "3/minute"})
    client = app.test_client()
    token = parse_html(client.get("/profile").text).find("input", name="csrf_token")
    data = {"csrf_token": token.attrs["value"], "name": "Ada"}
    assert [client.post("/profile/name", data=data).status_code for _ in range(3)] == [303] * 3
    response = client.post("/train", data={**data, "mode": "count"})
    assert response.status_code == 429
    assert "Retry-After" in response.headers
    page = parse_html(response.text)
    assert page.find("h1").words() == "Too many requests"
    # When it may post again: in the seconds Retry-After gives, at that time of day.
    seconds = int(response.headers["Retry-After"])
    assert re.search(rf"Try again in {seconds} seconds?, at \d\d:\d\d:\d\d UTC\.", page.words())
    assert client.get("/profile").status_code == 200  # reading is not limited
    other = app.test_client()
    other.environ_base["REMOTE_ADDR"] = "192.0.2.8"
    token = parse_html(other.get("/profile").text).find("input", name="csrf_token")
    response = other.post("/profile/name", data={"csrf_token": token.attrs["value"], "name": "B"})
    assert response.status_code == 303
    app.extensions["storage"].engine.dispose()


def test_the_default_post_limit_is_generous(app):
    assert limits.POST_LIMIT == "240 per minute"
    assert create_app({"TESTING": True}).config["POST_RATE_LIMIT"] == limits.POST_LIMIT


def test_a_storage_for_the_limits_that_cannot_be_used_is_said_at_startup(database_url):
    with pytest.raises(ConfigError, match="RATELIMIT_STORAGE_URI='nonsense://x' cannot be used"):
        create_app(
            {"TESTING": True, "DATABASE_URL": database_url, "RATELIMIT_STORAGE_URI": "nonsense://x"}
        )
