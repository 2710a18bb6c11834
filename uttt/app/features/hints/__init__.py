"""features.hints"""
