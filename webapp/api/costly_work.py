"""The answers of a question that is costly work (on the task queue's workers, webapp.jobs), as
the OpenAPI document states them: 202 while it is worked out, 429 and 503."""

from __future__ import annotations

from webapp.api.schemas import ERROR

RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds to wait before asking again.",
        "schema": {"type": "integer", "minimum": 1},
    }
}
WORKING = {
    "type": "object",
    "required": ["status", "job", "poll"],
    "properties": {
        "status": {"type": "string", "enum": ["working"]},
        "job": {"type": "string", "description": "The job working the answer out."},
        "poll": {
            "type": "string",
            "description": "GET it to follow the job; once done, ask the question again.",
        },
    },
}
COSTLY_WORK = {
    "202": {
        "description": "The answer is being worked out on the server's workers (a new "
        "question: up to a few seconds). Follow `poll`, or ask again after Retry-After "
        "seconds; the answer is then kept and comes at once.",
        "headers": RETRY_AFTER,
        "content": {"application/json": {"schema": WORKING}},
    },
    "429": {
        "description": "Too many requests from this address: over the limit on POSTs (240 a "
        "minute), or the workers' time for this address or player is used up (30 seconds of "
        "work a minute), or its earlier questions are still being worked out. The error says "
        "which, and when to try again; so does Retry-After.",
        "headers": RETRY_AFTER,
        "content": {
            "application/json": {
                "schema": ERROR,
                "example": {
                    "error": "The computer's time for your address is used up: 30 seconds of "
                    "work a minute. It refills in 42 seconds."
                },
            }
        },
    },
    "503": {
        "description": "The work could not be finished (its worker stopped three times): try "
        "again after Retry-After seconds.",
        "headers": RETRY_AFTER,
        "content": {
            "application/json": {
                "schema": ERROR,
                "example": {
                    "error": "This could not be worked out: the computer doing it stopped. Try "
                    "again in a moment."
                },
            }
        },
    },
}
