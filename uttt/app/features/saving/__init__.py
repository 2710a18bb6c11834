"""features.saving"""
