"""Settings shared by every test under tests/.

Hypothesis's default 200 ms deadline per example is a timing assertion: on a shared or
loaded machine a legal example can take longer, and the test then fails for the machine,
not for the code. Property tests here check behaviour only, so the deadline is off for all
of them (tests that already pass ``deadline=None`` are unchanged).
"""

from hypothesis import settings

settings.register_profile("uttt", deadline=None)
settings.load_profile("uttt")
