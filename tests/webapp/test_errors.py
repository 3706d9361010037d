"""Error pages in plain language, and JSON errors under /api, including for a crash."""

from __future__ import annotations

import pytest


@pytest.fixture
def crashing_app(app):
    """The app with test-only routes that fail, and server errors rendered, not raised."""
    app.config["PROPAGATE_EXCEPTIONS"] = False

    @app.get("/test-only/crash")
    def crash():
        raise RuntimeError("boom")

    @app.get("/api/test-only/crash")
    def api_crash():
        raise RuntimeError("boom")

    return app


def test_404_page(client, parse_html):
    response = client.get("/no-such-page")
    assert response.status_code == 404
    assert response.mimetype == "text/html"
    page = parse_html(response.text)
    assert page.find("h1").words() == "Page not found"
    assert "no page at this address" in page.find("main").words()


def test_405_page_keeps_the_allow_header(client, parse_html):
    response = client.post("/count")
    assert response.status_code == 405
    assert "GET" in response.headers["Allow"]
    page = parse_html(response.text)
    assert page.find("h1").words() == "That is not how this page is used"


def test_500_page_says_it_is_not_your_fault(crashing_app, parse_html):
    response = crashing_app.test_client().get("/test-only/crash")
    assert response.status_code == 500
    page = parse_html(response.text)
    assert page.find("h1").words() == "Something went wrong on our side"
    assert "boom" not in response.text


def test_500_under_api_is_json(crashing_app):
    response = crashing_app.test_client().get("/api/test-only/crash")
    assert response.status_code == 500
    assert response.get_json() == {
        "error": "the server hit an internal error; this is not a problem with your request"
    }


def test_404_under_api_root_is_json(client):
    response = client.get("/api")
    assert response.status_code == 404
    assert response.mimetype == "application/json"
