"""features.analysis"""
